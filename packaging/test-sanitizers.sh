#!/usr/bin/env bash
# The whole test suite again, built with AddressSanitizer and UndefinedBehaviorSanitizer
# (g++, -DHEIST_SANITIZE=ON) into build-sanitize/. Any memory error, leak or undefined
# behaviour stops the test that met it, and ctest fails. .ci/run runs it in a fresh Debian 13
# after the normal suite (packaging/test-debian13.sh). -O1 -g1, as AddressSanitizer's own
# advice goes: line numbers in every report, and half the compile time of -O2 -g (a scenario
# file: 26 CPU s against 47-53 s, g++ 12). Leaks are checked in every test that opens no
# window (see below for the ones that do); packaging/lsan-suppressions.txt lists system
# libraries only.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/build-sanitize"
bash "$root/packaging/install-deps.sh"
mkdir -p "$build"
echo "Sanitizers: configuring into $build"
werror=OFF; [ "${CI:-}" = true ] && werror=ON
# HEIST_SANITIZERS_WINDOWLESS=1 (CI's Debian 13 stage): the UI tests are not even built, since
# none of them runs there (they are most of a sanitizer build's time); the app itself is.
uitests=ON; [ "${HEIST_SANITIZERS_WINDOWLESS:-0}" = 1 ] && uitests=OFF
if ! cmake -S "$root" -B "$build" -DHEIST_SANITIZE=ON -DHEIST_UNITY_BUILD=ON -DHEIST_BUILD_BENCH=OFF -DHEIST_BUILD_UI_TESTS="$uitests" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHEIST_WERROR="$werror" \
     -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
     >"$build/configure.log" 2>&1; then
  cat "$build/configure.log" >&2
  exit 1
fi
echo "Sanitizers: building with $(nproc) jobs"
cmake --build "$build" -j "$(nproc)" >"$build/build.log" 2>&1 || { tail -50 "$build/build.log" >&2; exit 1; }
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$root/packaging/lsan-suppressions.txt:print_suppressions=0"
asan="detect_stack_use_after_return=0:halt_on_error=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
run_ctest() {
  if [ -n "${DISPLAY:-}" ]; then
    ctest --output-on-failure "$@"
  else
    # -noreset: between two tests every window is closed, and an X server that resets when
    # its last client leaves can refuse the next test's connection (SFML then aborts).
    xvfb-run -a -s "-screen 0 1280x800x24 -noreset" ctest --output-on-failure "$@"
  fi
}
cd "$build"
# The tests that draw open an OpenGL context: Mesa's software rasteriser compiles shaders
# with LLVM into code that has no frame pointers and is unloaded at exit, so its
# allocations cannot be told apart from ours at exit. Those tests (and the app they start)
# run without the leak check; every other memory and undefined-behaviour check stays on.
# All the other tests (engine, games, store, command line, fuzz corpora) check leaks too.
# The drawing tests in other languages (label "languages") run once, without sanitizers, in
# packaging/test.sh: they draw the same code with other words, and under the sanitizers they
# would double the CI's longest part.
drawing='^(visited-screens-reset.*|ui|ui-.*|secrecy|secrecy-.*|screen-coverage.*|realsizes.*|panels.*)$'
gl='^(visited-screens-reset|ui|secrecy|screen-coverage)$'
status=0
echo "Sanitizers: the tests without a window (leaks checked)"
# Two at a time (or as many as there are cores): none of these opens a window.
ASAN_OPTIONS="detect_leaks=1:$asan" run_ctest -j "$(nproc)" -E "$drawing" "$@" || status=1
# HEIST_SANITIZERS_WINDOWLESS=1 (CI's Debian 13 stage, packaging/test-debian13.sh): only the
# tests above. The drawing tests then run once, without sanitizers, in the README's test command.
if [ "${HEIST_SANITIZERS_WINDOWLESS:-0}" = 1 ]; then
  echo "Sanitizers: the tests that draw are left out (HEIST_SANITIZERS_WINDOWLESS=1)"
else
  echo "Sanitizers: the tests that draw (leaks not checked)"
  ASAN_OPTIONS="detect_leaks=0:$asan" run_ctest -R "$gl" "$@" || status=1
fi
exit $status
