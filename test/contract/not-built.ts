/**
 * Routes of the interface that are not built yet: none now. A route is never registered as a
 * placeholder; one taken out of service would be listed here. The inventory test fails if a route is both listed and
 * registered, or neither.
 */
export const NOT_BUILT: readonly string[] = [];
