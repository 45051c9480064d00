"""Builds the bots' compiled kernel (belote_desktop/ai/ckernel/*.c) into a plain shared library beside the
package's Python files: ``belote_desktop/ai/_belote_kernel.so`` (``.dll`` on Windows, ``.dylib`` on macOS).

The library has a C interface only and is loaded with ctypes (``belote_desktop/ai/play/native.py``), so one build
serves every CPython version of its platform. A machine without a C compiler still installs: the build says
why it was skipped and the bots run the pure-Python kernel (the reference), which the program reports
(``belote-desktop --version``). Everything else about the package is in pyproject.toml.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import Distribution, setup
from setuptools.command.build_ext import build_ext

try:  # setuptools' own copy of distutils (Python 3.12 has no distutils of its own)
    from setuptools._distutils.ccompiler import new_compiler
    from setuptools._distutils.errors import CCompilerError, DistutilsError
    from setuptools._distutils.sysconfig import customize_compiler
except ImportError:  # pragma: no cover - older setuptools
    from distutils.ccompiler import new_compiler  # type: ignore[no-redef]
    from distutils.errors import CCompilerError, DistutilsError  # type: ignore[no-redef]
    from distutils.sysconfig import customize_compiler  # type: ignore[no-redef]

try:
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # setuptools < 70: the wheel package's (absent when only `setup.py build_ext` runs)
    try:
        from wheel.bdist_wheel import bdist_wheel  # type: ignore[no-redef]
    except ImportError:
        bdist_wheel = None  # type: ignore[assignment,misc]

HERE = Path(__file__).resolve().parent
SOURCES = sorted((HERE / "belote_desktop" / "ai" / "ckernel").glob("*.c"))
LIBRARY = "_belote_kernel"


def library_file_name(platform: str = sys.platform) -> str:
    if platform == "win32":
        return LIBRARY + ".dll"
    if platform == "darwin":
        return LIBRARY + ".dylib"
    return LIBRARY + ".so"


def _relative(path: Path) -> str:
    try:
        return os.path.relpath(path, Path.cwd())
    except ValueError:  # another drive (Windows)
        return str(path)


class BuildKernel(build_ext):
    """Compiles the kernel's C sources into one shared library; a failure is reported, never fatal."""

    def run(self) -> None:
        if os.environ.get("BELOTE_NO_COMPILED_KERNEL"):
            print("belote-desktop: BELOTE_NO_COMPILED_KERNEL is set: the pure-Python kernel only")
            return
        target_dir = HERE / "belote_desktop" / "ai" if self.inplace else Path(self.build_lib) / "belote_desktop" / "ai"
        target_dir.mkdir(parents=True, exist_ok=True)
        target = target_dir / library_file_name()
        target.unlink(missing_ok=True)  # never ship an older build (a stale build/ folder) when this one fails
        try:
            self._compile(target)
        except (CCompilerError, DistutilsError, OSError) as error:
            print(f"belote-desktop: the compiled kernel was not built ({error}); the bots will use the "
                  "pure-Python kernel, slower but the same play", file=sys.stderr)
            return
        print(f"belote-desktop: compiled kernel built: {target}")

    def _compile(self, target: Path) -> None:
        compiler = new_compiler()
        customize_compiler(compiler)
        msvc = compiler.compiler_type == "msvc"
        flags = ["/O2"] if msvc else ["-O3", "-fPIC", "-std=c99", "-fno-strict-aliasing"]
        temp = Path(self.build_temp) / "ckernel"
        sources = [_relative(s) for s in SOURCES]  # relative: the objects land under temp/
        objects = compiler.compile(sources, output_dir=str(temp), extra_postargs=flags,
                                   include_dirs=[str(HERE / "belote_desktop" / "ai" / "ckernel")])
        link_flags = [] if msvc else ["-static-libgcc"] if sys.platform == "win32" else []
        libraries = [] if msvc else ["m"]  # exp and log (the policy's softmax)
        compiler.link_shared_object(objects, str(target), libraries=libraries, extra_postargs=link_flags,
                                    build_temp=str(temp))

    def get_outputs(self) -> list[str]:
        return [str(Path(self.build_lib) / "belote_desktop" / "ai" / library_file_name())]

    def get_output_mapping(self) -> dict[str, str]:  # editable installs: the library lies in the source tree
        return {}


class KernelDistribution(Distribution):
    def has_ext_modules(self) -> bool:  # a platform wheel, and build_ext runs
        return True


commands: dict[str, type] = {"build_ext": BuildKernel}
if bdist_wheel is not None:
    class PlatformWheel(bdist_wheel):  # type: ignore[misc,valid-type]
        """py3-none-<platform>: the library is plain C (ctypes), so no CPython version or ABI in the tag."""

        def get_tag(self) -> tuple[str, str, str]:
            _, _, platform = super().get_tag()
            return "py3", "none", platform

    commands["bdist_wheel"] = PlatformWheel

setup(distclass=KernelDistribution, cmdclass=commands)
