/** sx for text that screen readers read but the screen does not show. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: -1,
  padding: 0,
  border: 0,
} as const;
