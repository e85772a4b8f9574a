// A bounded load test of the nginx configuration on loopback: 10 s per URL, 50 connections.
// Prints requests per second, latency percentiles and errors. Run `npm run build` first.
import autocannon from "autocannon";
import { serveBuild } from "./lib/serve-build.mjs";

const port = process.env.PORT ?? "3400";
const paths = ["/", "/introduction", "/ref/core", "/no/such/page"];
const server = await serveBuild(port);
try {
  for (const path of paths) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections: 50,
      duration: 10,
      headers: { "accept-encoding": "gzip" },
    });
    const { latency, requests, errors, non2xx } = result;
    console.log(
      `${path.padEnd(16)} ${Math.round(requests.average)} req/s | latency p50 ${latency.p50} ms p90 ${latency.p90} ms p99 ${latency.p99} ms | errors ${errors}, non-2xx ${non2xx}`,
    );
  }
} finally {
  server.kill("SIGTERM");
}
