#!/bin/sh
# Nightly wallpaper batch: classify first, then derive thumbnails.
set -eu
classify_images data/assets
derive_thumbnails data/assets
