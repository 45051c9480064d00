/* Wine 8 has no icuuc.dll, which Qt >= 6.7's Qt6Core.dll imports for its legacy text codecs.
 * This stand-in lets QtCore load under Wine for the Linux build and its tests. It goes only into the
 * Wine prefix's system32 and NEVER into the bundle or the installer (build-on-linux.sh checks that):
 * every Windows 10 and 11 has its own icuuc.dll.
 * Every converter fails to open, so Qt falls back to its built-in UTF-8/UTF-16/Latin-1 codecs. */
#include <stddef.h>
#include <stdint.h>

typedef int UErrorCode;
typedef uint16_t UChar;
enum { U_FILE_ACCESS_ERROR = 4 };
#define EXPORT __declspec(dllexport)

static void fail(UErrorCode *err) { if (err && *err <= 0) *err = U_FILE_ACCESS_ERROR; }

EXPORT void *ucnv_open(const char *name, UErrorCode *err) { (void)name; fail(err); return NULL; }
EXPORT void ucnv_close(void *cnv) { (void)cnv; }
EXPORT void ucnv_reset(void *cnv) { (void)cnv; }
EXPORT int8_t ucnv_getMaxCharSize(const void *cnv) { (void)cnv; return 4; }
EXPORT const char *ucnv_getName(const void *cnv, UErrorCode *err) { (void)cnv; (void)err; return "UTF-8"; }
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *err)
{ (void)name; (void)standard; fail(err); return NULL; }
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
EXPORT const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }
EXPORT void ucnv_getToUCallBack(const void *cnv, void **action, const void **context)
{ (void)cnv; if (action) *action = NULL; if (context) *context = NULL; }
EXPORT void ucnv_getFromUCallBack(const void *cnv, void **action, const void **context)
{ (void)cnv; if (action) *action = NULL; if (context) *context = NULL; }
EXPORT void ucnv_setToUCallBack(void *cnv, void *action, const void *context, void **old_action,
                                const void **old_context, UErrorCode *err)
{ (void)cnv; (void)action; (void)context; if (old_action) *old_action = NULL; if (old_context) *old_context = NULL; fail(err); }
EXPORT void ucnv_setFromUCallBack(void *cnv, void *action, const void *context, void **old_action,
                                  const void **old_context, UErrorCode *err)
{ (void)cnv; (void)action; (void)context; if (old_action) *old_action = NULL; if (old_context) *old_context = NULL; fail(err); }
EXPORT void ucnv_toUnicode(void *cnv, UChar **target, const UChar *target_limit, const char **source,
                           const char *source_limit, int32_t *offsets, int8_t flush, UErrorCode *err)
{ (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets; (void)flush; fail(err); }
EXPORT void ucnv_fromUnicode(void *cnv, char **target, const char *target_limit, const UChar **source,
                             const UChar *source_limit, int32_t *offsets, int8_t flush, UErrorCode *err)
{ (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets; (void)flush; fail(err); }
EXPORT int32_t ucnv_toUCountPending(const void *cnv, UErrorCode *err) { (void)cnv; (void)err; return 0; }
EXPORT int32_t ucnv_fromUCountPending(const void *cnv, UErrorCode *err) { (void)cnv; (void)err; return 0; }
EXPORT void ucnv_cbToUWriteUChars(void *args, const UChar *source, int32_t length, int32_t offset, UErrorCode *err)
{ (void)args; (void)source; (void)length; (void)offset; fail(err); }
EXPORT void ucnv_cbFromUWriteUChars(void *args, const UChar **source, const UChar *source_limit, int32_t offset,
                                    UErrorCode *err)
{ (void)args; (void)source; (void)source_limit; (void)offset; fail(err); }
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const UChar *code_units, int32_t length,
                                            int32_t code_point, int reason, UErrorCode *err)
{ (void)context; (void)args; (void)code_units; (void)length; (void)code_point; (void)reason; (void)err; }
EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const char *code_units, int32_t length,
                                          int reason, UErrorCode *err)
{ (void)context; (void)args; (void)code_units; (void)length; (void)reason; (void)err; }
