// Administration beyond the abuse list: blocked videos, registration requests, the instance's follows and plugins.

/** Registers the routes of this area. */
export function register(router, ctx) {}
