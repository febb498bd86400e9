/**
 * `sizes` of the content pages' CMS images: the width each takes in its layout, so the browser
 * picks the smallest candidate of the `srcset` that fills it. From the shared Container (1200 px
 * max, 20 px gutters on phones, 32 px from 768 px) and each block's grid.
 */
export const imageSizes = {
  /** Article page: the 800 px article column. */
  articleCover: '(min-width: 864px) 800px, (min-width: 768px) calc(100vw - 64px), calc(100vw - 40px)',
  /** Blog "Destacado": 3/5 of the card beside the text from 1024 px. */
  featuredCover:
    '(min-width: 1200px) 682px, (min-width: 1024px) calc(60vw - 38px), (min-width: 768px) calc(100vw - 64px), calc(100vw - 40px)',
  /** Blog grid: two cards a row from 768 px. */
  articleCard: '(min-width: 1200px) 556px, (min-width: 768px) calc(50vw - 44px), calc(100vw - 40px)',
  /** Success cases list: half of each row from 768 px. */
  caseRow: '(min-width: 1200px) 568px, (min-width: 768px) calc(50vw - 32px), calc(100vw - 40px)',
  /** Case page hero: the navy band's right column from 1024 px. */
  caseHero:
    '(min-width: 1200px) 523px, (min-width: 1024px) calc(48.8vw - 62px), (min-width: 768px) calc(100vw - 64px), calc(100vw - 40px)',
  /** Case page two-column blocks (company image, outstanding media). */
  caseColumn: '(min-width: 1200px) 548px, (min-width: 768px) calc(50vw - 52px), calc(100vw - 40px)',
  avatar: { sm: '40px', md: '56px' },
} as const;
