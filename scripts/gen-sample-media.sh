#!/bin/sh
# Generates the local instance's sample media (instance/media/) once; the outputs are committed, CI never runs this.
# Needs ffmpeg (Debian: apt-get install -y ffmpeg). instance/media.mjs serves these files for every seeded video:
#   /static/web-videos/{uuid}-{res}.mp4                        → web-videos/sample-{res}.mp4
#   /static/streaming-playlists/hls/{uuid}/master.m3u8 (+ …)   → streaming-playlists/hls/sample/…
#   /static/streaming-playlists/hls/{uuid}/{uuid}-{res}-fragmented.mp4 → streaming-playlists/hls/sample/{res}-fragmented.mp4
set -eu
cd "$(dirname "$0")/../instance/media"
rm -rf web-videos hls streaming-playlists
mkdir -p web-videos streaming-playlists/hls/sample
HLS=streaming-playlists/hls/sample
# 6 s test picture with a 440 Hz tone; H.264 baseline + AAC plays everywhere (MSE, native HLS, progressive MP4).
SRC="-f lavfi -i testsrc=duration=6:size=854x480:rate=25 -f lavfi -i sine=frequency=440:duration=6:sample_rate=44100"
ENC="-c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryfast -crf 34 -g 50 -keyint_min 50 -sc_threshold 0 -c:a aac -b:a 32k -ac 1 -shortest"
for res in 480 240; do
  width=$([ "$res" = 480 ] && echo 854 || echo 426)
  # Web-video MP4 (moov first so playback starts before the whole file is read).
  ffmpeg -hide_banner -loglevel error -y $SRC -vf "scale=$width:$res" $ENC -movflags +faststart "web-videos/sample-$res.mp4"
  # HLS rendition: fMP4 segments of 2 s (as PeerTube's HLS), and the same as one fragmented MP4 file.
  (cd "$HLS" && ffmpeg -hide_banner -loglevel error -y $SRC -vf "scale=$width:$res" $ENC -f hls -hls_time 2 -hls_playlist_type vod \
    -hls_segment_type fmp4 -hls_fmp4_init_filename "init-$res.mp4" -hls_segment_filename "segment-$res-%d.m4s" "$res.m3u8")
  ffmpeg -hide_banner -loglevel error -y -i "web-videos/sample-$res.mp4" -c copy -movflags +frag_keyframe+empty_moov+default_base_moof "$HLS/$res-fragmented.mp4"
done
cat > "$HLS/master.m3u8" <<'M3U8'
#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=854x480,FRAME-RATE=25.000,CODECS="avc1.42c01e,mp4a.40.2"
480.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=150000,RESOLUTION=426x240,FRAME-RATE=25.000,CODECS="avc1.42c01e,mp4a.40.2"
240.m3u8
M3U8
du -ab . | sort -k2
