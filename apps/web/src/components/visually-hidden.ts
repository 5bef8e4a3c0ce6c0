/**
 * sx for text that screen readers read but the screen does not show. Sizes are strings: in sx a
 * bare 1 means 100% (and a bare margin is a spacing step), which made these spans as wide as the
 * page and pushed a phone's screen sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: '-1px',
  padding: 0,
  border: 0,
} as const;
