/** The file a route is written to with `trailingSlash: false`. */
export const htmlFileOfRoute = (route: string) =>
  route.endsWith(".html") ? route : route === "/" ? "/index.html" : `${route}.html`;
