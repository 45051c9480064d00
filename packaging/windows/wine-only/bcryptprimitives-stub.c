/* Wine 8 has no bcryptprimitives.dll, whose ProcessPrng the Rust standard library (1.78 and later) calls for
 * random bytes: cryptography's compiled part (_rust.pyd, the network table's key exchange and AEAD) imports it.
 * This stand-in lets that module load under Wine for the Linux build and its tests. Like the icuuc stand-in it
 * goes only into the Wine prefix's system32 and NEVER into the bundle or the installer (build-on-linux.sh checks
 * that): every Windows 10 and 11 has its own bcryptprimitives.dll.
 * The bytes come from the system's generator through advapi32's RtlGenRandom (SystemFunction036), which Wine has. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size)
{
    while (size > 0) {
        ULONG chunk = size > 0x10000000 ? 0x10000000 : (ULONG)size;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        size -= chunk;
    }
    return TRUE;
}
