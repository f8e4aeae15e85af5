export const config = {
  uploadBucket: 'wallpapers-prod',
  maxUploadMegabytes: 25,
}
