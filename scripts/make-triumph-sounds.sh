#!/usr/bin/env bash
# Synthesises the sounds beyond the specification's three (issue 34, moments of triumph) with SoX:
#   orb.wav              a Golden Orb flies to its slot: a rising bell arpeggio with a shimmer
#   orb-place.wav        the end page lights a won orb: one soft bell
#   finale-good.wav      the circuit ends below par (42.385): a bright major fanfare
#   finale-encourage.wav the circuit ends at or above par: a warm, calm cadence that still resolves
# Mono 16-bit PCM WAV at 16 kHz like the three of apps/web/scripts/make-sounds.mjs (every browser and the
# NativeAudio plugin play WAV; 16 kHz keeps the bells' overtones). Same input, same bytes: no dither.
# Needs sox (Debian: apt-get install -y sox). Run: bash scripts/make-triumph-sounds.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v sox >/dev/null || { echo "make-triumph-sounds: sox is not installed (apt-get install -y sox)" >&2; exit 1; }
out=apps/web/public/sounds
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
RATE=16000
FMT=(-D -r "$RATE" -c 1 -b 16 -e signed-integer)

# One bell note: a fundamental and a quiet inharmonic partial (2.76x, a struck bell's), fast attack, long fade.
bell() { # file frequency seconds gain
  sox -D -n -r "$RATE" -c 1 -b 16 "$1" synth "$3" sine "$2" synth "$3" sine mix "$(echo "$2 * 2.76" | bc -l)" \
    fade q 0.005 "$3" "$3" gain -n "$4"
}
# One soft pad note: a sine with a slow swell, for the encouraging cadence.
pad() { # file frequency seconds gain
  sox -D -n -r "$RATE" -c 1 -b 16 "$1" synth "$3" sine "$2" fade t 0.08 "$3" 0.6 gain -n "$4"
}
# Mixes notes that start at given offsets: pairs of file and delay in seconds (-V1: the trim cuts the
# padding short on purpose, which SoX would warn about).
place() { # out total-seconds file delay [file delay ...]
  local dst=$1 total=$2
  shift 2
  local parts=()
  while [ $# -gt 0 ]; do
    sox -V1 -D "$1" "$work/p$#.wav" pad "$2" "$total" trim 0 "$total"
    parts+=("$work/p$#.wav")
    shift 2
  done
  if [ ${#parts[@]} -eq 1 ]; then cp "${parts[0]}" "$dst"; else sox -D -m "${parts[@]}" "$dst"; fi
}
finish() { # in out: a little room, then normalised to -3 dBFS
  sox -D "$1" "${FMT[@]}" "$2" reverb 35 50 60 gain -n -3
}

# orb: E6 G#6 B6 E7, 70 ms apart, ringing out.
bell "$work/e6.wav" 1318.5 0.7 -8
bell "$work/gs6.wav" 1661.2 0.65 -8
bell "$work/b6.wav" 1975.5 0.6 -8
bell "$work/e7.wav" 2637.0 0.55 -9
place "$work/orb.wav" 0.95 "$work/e6.wav" 0 "$work/gs6.wav" 0.07 "$work/b6.wav" 0.14 "$work/e7.wav" 0.21
finish "$work/orb.wav" "$out/orb.wav"

# orb-place: one B5 bell, short.
bell "$work/b5.wav" 987.8 0.4 -6
finish "$work/b5.wav" "$out/orb-place.wav"

# finale-good: C5 E5 G5 then a C major chord with C6 on top.
bell "$work/c5.wav" 523.3 0.5 -8
bell "$work/e5.wav" 659.3 0.5 -8
bell "$work/g5.wav" 784.0 0.5 -8
bell "$work/cc5.wav" 523.3 1.2 -10
bell "$work/ce5.wav" 659.3 1.2 -10
bell "$work/cg5.wav" 784.0 1.2 -10
bell "$work/cc6.wav" 1046.5 1.2 -9
place "$work/good.wav" 1.75 "$work/c5.wav" 0 "$work/e5.wav" 0.12 "$work/g5.wav" 0.24 \
  "$work/cc5.wav" 0.45 "$work/ce5.wav" 0.45 "$work/cg5.wav" 0.45 "$work/cc6.wav" 0.45
finish "$work/good.wav" "$out/finale-good.wav"

# finale-encourage: a soft F major to C major (plagal, "amen") cadence, calm and resolved.
pad "$work/f4.wav" 349.2 0.8 -10
pad "$work/a4.wav" 440.0 0.8 -10
pad "$work/c5p.wav" 523.3 0.8 -10
pad "$work/e4.wav" 329.6 1.0 -10
pad "$work/g4.wav" 392.0 1.0 -10
pad "$work/c5q.wav" 523.3 1.0 -10
place "$work/enc.wav" 1.6 "$work/f4.wav" 0 "$work/a4.wav" 0 "$work/c5p.wav" 0 \
  "$work/e4.wav" 0.6 "$work/g4.wav" 0.6 "$work/c5q.wav" 0.6
finish "$work/enc.wav" "$out/finale-encourage.wav"

ls -l "$out"/orb.wav "$out"/orb-place.wav "$out"/finale-good.wav "$out"/finale-encourage.wav
