// @vitest-environment node
import { Agent, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { closeGracefully } from "./graceful-close";

test("closing lets a request in flight finish, then frees the port", async () => {
  let requestArrived: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    requestArrived = resolve;
  });
  const server = createServer((_req, res) => {
    requestArrived();
    setTimeout(() => res.end("fini"), 100);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  // A keep-alive client: its idle connection must not hold the server open.
  const agent = new Agent({ keepAlive: true });
  const answer = new Promise<string>((resolve, reject) => {
    request({ port, host: "127.0.0.1", agent }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve(body));
    })
      .on("error", reject)
      .end();
  });

  await arrived;
  const closed = closeGracefully(server);
  expect(await answer).toBe("fini");
  await closed;
  expect(server.listening).toBe(false);
  agent.destroy();
});
