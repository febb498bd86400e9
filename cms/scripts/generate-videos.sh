#!/usr/bin/env bash
# One-time creation of the two short seed videos (src/seed/uploads/video/linx-pantallas.{mp4,webm}).
# Needs ffmpeg (Debian: apt-get install -y ffmpeg). The outputs are committed; nothing runs this at install time.
set -euo pipefail
cd "$(dirname "$0")/.."
out=src/seed/uploads/video
mkdir -p "$out"
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
regular=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
D=4
graph="
[0][1]overlay=x='270+10*sin(2*PI*t/${D})':y=60[s1];
[s1][2]overlay=x='286+10*sin(2*PI*t/${D})':y='176-60*abs(sin(PI*t/${D}))'[s2];
[s2][3]overlay=x='-140+620*t/${D}':y=236[s3];
[s3]drawtext=fontfile=${bold}:text='LINX':fontcolor=white:fontsize=46:x=36:y=70,
drawtext=fontfile=${regular}:text='Everything about links':fontcolor=0xCFE0FF:fontsize=17:x=38:y=124:alpha='min(1,t/0.8)',
drawtext=fontfile=${regular}:text='Pantallas que conectan':fontcolor=0xFF6A13:fontsize=15:x=38:y=156:alpha='min(1,max(0,(t-0.8)/0.8))'
"
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "color=c=0x0B1B34:s=480x270:d=${D}:r=24" \
  -f lavfi -i "color=c=0x1F6FEB:s=170x110:d=${D}:r=24" \
  -f lavfi -i "color=c=0xFF6A13:s=24x60:d=${D}:r=24" \
  -f lavfi -i "color=c=0xFF6A13:s=140x8:d=${D}:r=24" \
  -filter_complex "$graph" -t "$D" -an -pix_fmt yuv420p \
  -c:v libx264 -preset slow -crf 30 -movflags +faststart "$out/linx-pantallas.mp4"
ffmpeg -y -hide_banner -loglevel error -i "$out/linx-pantallas.mp4" -an \
  -c:v libvpx-vp9 -b:v 0 -crf 42 -deadline good -cpu-used 4 -row-mt 1 "$out/linx-pantallas.webm"
ls -l "$out"
