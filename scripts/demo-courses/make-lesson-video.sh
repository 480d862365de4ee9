#!/usr/bin/env bash
# Makes the demo pack's lesson video (apps/server/src/packs/demo/assets/courses/README.md):
# six slides of an office fire-safety lesson, 6 s each, with a running time and a short tone at
# each slide, as an MP4 (H.264 baseline + AAC, faststart) and the same stream as HLS.
# Needs ffmpeg (Debian 12's 5.1) and fonts-noto-cjk. Run from anywhere: bash make-lesson-video.sh
set -euo pipefail

ASSETS="$(cd "$(dirname "$0")/../../apps/server/src/packs/demo/assets/courses" && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

SLIDE_SECONDS=6
SLIDES=6
TOTAL=$((SLIDE_SECONDS * SLIDES))

# Each slide: a title, the lesson's lines, an English subtitle.
write_slide() {
  printf '%s' "$2" >"$WORK/title-$1.txt"
  printf '%s' "$3" >"$WORK/body-$1.txt"
  printf '%s' "$4" >"$WORK/english-$1.txt"
}
write_slide 0 '办公室消防安全' '演示培训中心 · 安全生产 第 1 课' 'Office fire safety · Lesson 1'
write_slide 1 '一、发现火情' $'保持冷静，大声提醒周围同事\n立即拨打 119，说清地址和火势' 'Stay calm, alert others, call 119'
write_slide 2 '二、使用灭火器' $'提：提起灭火器　拔：拔掉保险销\n握：握住喷管　　压：压下压把\n对准火焰根部喷射' 'Pull, aim at the base, squeeze, sweep'
write_slide 3 '三、安全疏散' $'沿疏散指示标志走安全出口\n用湿毛巾捂住口鼻，弯腰低姿前进\n火灾时不要乘坐电梯' 'Follow the exit signs, stay low, never take the lift'
write_slide 4 '四、日常预防' $'不私拉电线，下班关闭电源\n保持消防通道和安全出口畅通\n认识身边的灭火器和消火栓' 'Keep exits clear, switch off power, know your extinguishers'
write_slide 5 '小结' $'冷静报警 · 正确灭火 · 有序疏散\n学完请完成课程中的随堂测验' 'Summary: alarm, extinguish, evacuate. Now take the quiz.'
# drawtext's own expansion: the running time as mm:ss.
printf '%s' "%{pts:gmtime:0:%M\\:%S} / 00:$TOTAL" >"$WORK/clock.txt"

FONT="fontfile=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
BOLD="fontfile=/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
filters="[0:v]drawbox=x=0:y=0:w=iw:h=56:color=0x1F7A8C:t=fill"
filters+=",drawtext=$BOLD:text='演示培训中心':fontsize=20:fontcolor=white:x=24:y=16"
for ((i = 0; i < SLIDES; i++)); do
  on="enable='between(t,$((i * SLIDE_SECONDS)),$(((i + 1) * SLIDE_SECONDS)))'"
  filters+=",drawtext=$BOLD:textfile=$WORK/title-$i.txt:fontsize=34:fontcolor=white:x=48:y=88:$on"
  filters+=",drawtext=$FONT:textfile=$WORK/body-$i.txt:fontsize=22:line_spacing=12:fontcolor=white:x=48:y=150:$on"
  filters+=",drawtext=$FONT:textfile=$WORK/english-$i.txt:fontsize=18:fontcolor=0xB8D8E0:x=48:y=h-76:$on"
done
# The running time, and a progress bar sliding in along the bottom (overlay's x is evaluated per
# frame; drawbox's size is not in ffmpeg 5.1).
filters+=",drawtext=$FONT:textfile=$WORK/clock.txt:fontsize=16:fontcolor=white:x=w-tw-24:y=h-34[slides]"
filters+=";color=c=0xF2A541:s=640x6:r=15:d=$TOTAL[bar]"
filters+=";[slides][bar]overlay=x='-w+main_w*t/$TOTAL':y=main_h-h[video]"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=0x17323D:s=640x360:r=15:d=$TOTAL" \
  -f lavfi -i "aevalsrc='0.25*sin(2*PI*660*t)*lt(mod(t,$SLIDE_SECONDS),0.25)':s=22050:d=$TOTAL" \
  -filter_complex "$filters" -map '[video]' -map 1:a \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -crf 30 -preset veryslow \
  -force_key_frames "expr:gte(t,n_forced*2)" \
  -c:a aac -b:a 32k -ac 1 \
  -movflags +faststart -map_metadata -1 -metadata title='办公室消防安全' \
  "$ASSETS/fire-safety.mp4"

# The same stream, cut at its 2 s key frames into 6 s segments.
rm -rf "$ASSETS/fire-safety-hls"
mkdir -p "$ASSETS/fire-safety-hls"
ffmpeg -hide_banner -loglevel error -y -i "$ASSETS/fire-safety.mp4" -c copy \
  -f hls -hls_time 6 -hls_playlist_type vod -hls_list_size 0 \
  -hls_segment_filename "$ASSETS/fire-safety-hls/segment-%02d.ts" \
  "$ASSETS/fire-safety-hls/index.m3u8"
