/**
 * `sizes` of the catalogue's product photos, from its layout: the Container (1200 px max, 20 px
 * gutters on phones, 32 px from 768 px), the 256 px category column beside the results from 1024 px,
 * 1/2/3 cards a row (768 / 1280 px) and the detail panel's padding and 6fr/5fr columns from 1280 px.
 */
export const imageSizes = {
  card: '(min-width: 1280px) 264px, (min-width: 1024px) calc(50vw - 192px), (min-width: 768px) calc(50vw - 44px), calc(100vw - 40px)',
  detail:
    '(min-width: 1280px) 406px, (min-width: 1024px) calc(100vw - 424px), (min-width: 768px) calc(100vw - 128px), calc(100vw - 80px)',
  thumbnail: '80px',
} as const;
