// Umbrella header of the SpokenICU module: one line per header of the shim's C API.
//
// Listing them here (rather than letting SpokenICU's module cover the folder) makes adding a header
// touch this file, which is what tells clang's module cache to rebuild the module.
#include "spoken_icu.h"
#include "spoken_icu_list.h"
#include "spoken_icu_message.h"
#include "spoken_icu_number.h"
#include "spoken_icu_pattern.h"
