// Umbrella header of the SpokenICU module: one line per header of the shim's C API, one header per
// ICU service, named after the source file that implements it.
//
// Listing them here (rather than letting SpokenICU's module cover the folder) makes adding a header
// touch this file, which is what tells clang's module cache to rebuild the module.
#include "spoken_icu_common.h"
#include "spoken_icu_locale.h"
#include "spoken_icu_timezone.h"
#include "spoken_icu_date.h"
#include "spoken_icu_duration.h"
#include "spoken_icu_reldatefmt.h"
#include "spoken_icu_dateinterval.h"
#include "spoken_icu_relativeday.h"
#include "spoken_icu_number.h"
#include "spoken_icu_numrange.h"
#include "spoken_icu_rbnf.h"
#include "spoken_icu_currency.h"
#include "spoken_icu_unit.h"
#include "spoken_icu_unitcase.h"
#include "spoken_icu_list.h"
#include "spoken_icu_message.h"
#include "spoken_icu_parents.h"
#include "spoken_icu_pattern.h"
#include "spoken_icu_plural.h"
#include "spoken_icu_transliterator.h"
#include "spoken_icu_speech.h"
