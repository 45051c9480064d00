; Inno Setup script (UTF-8 with a byte-order mark: ISCC reads other files as ANSI): wraps dist\belote-desktop (the PyInstaller onedir bundle) in a setup program.
; Build: iscc /DAppVersion=<version> packaging\windows\installer.iss
;   (packaging/windows/build-on-linux.sh passes the version read from belote_desktop\__init__.py; it can
;   also pass /DBundleDir=... and /DOutputDir=... as Windows paths).
; A per-user install (no administrator) by default; the player may choose all users in the first page.
; The player's files are NOT in {app}: settings, saves and statistics live in %LOCALAPPDATA%\belote-desktop
; (platformdirs), so an upgrade or an uninstall never touches them.
#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=<version from belote_desktop\__init__.py>
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\belote-desktop"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\belote-desktop.ico"
#endif
#ifndef Compression
  #define Compression "lzma2/max"
#endif
#define AppExe "belote-desktop.exe"
#define DealProgId "BeloteDesktop.Deal"

[Setup]
; The AppId ties versions together: a newer setup upgrades the installed one in place.
AppId={{5B0E7C0E-7D5B-4C1E-9C77-B3E10DE5A7B1}
AppName=Belote Desktop
AppVersion={#AppVersion}
AppVerName=Belote Desktop {#AppVersion}
AppPublisher=belote_desktop developers
VersionInfoVersion={#AppVersion}
VersionInfoDescription=Belote Desktop setup
DefaultDirName={code:DefaultInstallDir}
DefaultGroupName=Belote Desktop
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
UsePreviousAppDir=yes
OutputDir={#OutputDir}
OutputBaseFilename=belote-desktop-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName=Belote Desktop
ChangesAssociations=yes
CloseApplications=yes
Compression={#Compression}
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "bulgarian"; MessagesFile: "compiler:Languages\Bulgarian.isl"
Name: "arabic"; MessagesFile: "compiler:Languages\Arabic.isl"

[CustomMessages]
english.DealFile=Belote deal
french.DealFile=Donne de belote
russian.DealFile=Раздача белота
bulgarian.DealFile=Раздаване на белот
arabic.DealFile=توزيعة بلوت
english.PlayerFilesKept=Your saved games, settings and statistics are kept in:%n%1%n%nDelete that folder if you no longer want them.
french.PlayerFilesKept=Vos parties enregistrées, réglages et statistiques sont conservés dans :%n%1%n%nSupprimez ce dossier si vous n'en voulez plus.
russian.PlayerFilesKept=Ваши сохранённые игры, настройки и статистика остаются в папке:%n%1%n%nУдалите эту папку, если они вам больше не нужны.
bulgarian.PlayerFilesKept=Запазените игри, настройките и статистиката ви остават в папката:%n%1%n%nИзтрийте я, ако вече не ви трябват.
arabic.PlayerFilesKept=ألعابك المحفوظة وإعداداتك وإحصاءاتك باقية في:%n%1%n%nاحذف هذا المجلد إن لم تعد تريدها.

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle: files an older version had and this one dropped must not linger.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Belote Desktop"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,Belote Desktop}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Belote Desktop"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; .deal files (docs/deal-format.md) open the game on that deal. HKA: the current user's classes in a
; per-user install, the machine's in an install for all users.
Root: HKA; Subkey: "Software\Classes\.deal"; ValueType: string; ValueName: ""; ValueData: "{#DealProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.deal\OpenWithProgids"; ValueType: string; ValueName: "{#DealProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#DealProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:DealFile}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#DealProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#DealProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".deal"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,Belote Desktop}"; Flags: nowait postinstall skipifsilent

[Code]
// Where Windows puts programs: for this user, %LOCALAPPDATA%\Programs (what the autopf constant means in a
// per-user install, spelled out because Wine 8 lacks that known folder); for all users, Program Files.
function DefaultInstallDir(Param: String): String;
begin
  if IsAdminInstallMode then
    Result := ExpandConstant('{commonpf}\Belote Desktop')
  else
    Result := ExpandConstant('{localappdata}\Programs\Belote Desktop');
end;

// The player's own files: platformdirs' user data folder on Windows (settings, saves, statistics, logs).
function PlayerFilesDir(): String;
begin
  Result := ExpandConstant('{localappdata}\belote-desktop');
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  Message: String;
begin
  if (CurUninstallStep = usPostUninstall) and DirExists(PlayerFilesDir()) then
  begin
    Message := FmtMessage(CustomMessage('PlayerFilesKept'), [PlayerFilesDir()]);
    Log('Player files kept: ' + PlayerFilesDir());
    SuppressibleMsgBox(Message, mbInformation, MB_OK, IDOK);
  end;
end;
