/** public-site.md section 4: carousel arrows appear only with more than 3 items. */
export const showsArrows = (count: number): boolean => count > 3
