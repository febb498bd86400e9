/** `index` brought into 0…count-1, so stepping past either end wraps round (0 when there is nothing). */
export const wrapIndex = (index: number, count: number): number => (count > 0 ? ((index % count) + count) % count : 0);
