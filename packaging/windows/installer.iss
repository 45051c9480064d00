; Inno Setup script: wraps dist\belote-desktop (the PyInstaller onedir bundle) in an installer.
; Build: iscc /DAppVersion=<version> packaging\windows\installer.iss   (the workflow passes the version
; read from belote_desktop\__init__.py)
#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=<version from belote_desktop\__init__.py>
#endif

[Setup]
AppId={{5B0E7C0E-7D5B-4C1E-9C77-B3E10DE5A7B1}
AppName=Belote Desktop
AppVersion={#AppVersion}
AppPublisher=belote_desktop developers
DefaultDirName={autopf}\Belote Desktop
DefaultGroupName=Belote Desktop
DisableProgramGroupPage=yes
OutputDir=..\..\dist
OutputBaseFilename=belote-desktop-{#AppVersion}-setup
SetupIconFile=..\..\build\icons\belote-desktop.ico
UninstallDisplayIcon={app}\belote-desktop.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "bulgarian"; MessagesFile: "compiler:Languages\Bulgarian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\belote-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Belote Desktop"; Filename: "{app}\belote-desktop.exe"
Name: "{autodesktop}\Belote Desktop"; Filename: "{app}\belote-desktop.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\belote-desktop.exe"; Description: "{cm:LaunchProgram,Belote Desktop}"; Flags: nowait postinstall skipifsilent
