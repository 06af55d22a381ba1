// A Cosmos DB engine for the tests: @vercel/cosmosdb-server (a Cosmos DB REST API server whose SQL is
// parsed and run by @zeit/cosmosdb-query) in this Node process, driven by Microsoft's SDK @azure/cosmos.
// Prints "listening PORT" once the server is up, then answers one JSON request per line on stdin with
// one JSON line on stdout:
//   {"op":"load","database":D,"containers":[{"id":C,"partitionKey":"/path","indexingPolicy":{..},"documents":[...]}]}
//     -> {"loaded":N}  (the engine refuses an ORDER BY on several properties without their composite index)
//   {"op":"query","database":D,"container":C,"query":SQL,"parameters":[{"name":"@x","value":V}]} -> {"documents":[...]}
//   {"op":"read","database":D,"container":C,"id":ID,"partitionKey":V} -> {"documents":[doc] or []}
//   {"op":"upsert","database":D,"container":C,"document":DOC} -> {"documents":[doc]}  (a document written over, as after deletes)
// A request the engine refuses answers {"error":"..."}.
"use strict";
const https = require("https");
const readline = require("readline");
const { createHttpsServer } = require("@vercel/cosmosdb-server");
const { CosmosClient } = require("@azure/cosmos");

const server = createHttpsServer();
server.listen(0, "127.0.0.1", () => {
  const port = server.address().port;
  const client = new CosmosClient({
    endpoint: `https://127.0.0.1:${port}`,
    key: "the engine checks no key",
    // the server's certificate is self-signed
    agent: new https.Agent({ rejectUnauthorized: false }),
    connectionPolicy: { enableEndpointDiscovery: false },
  });
  serve(client);
  process.stdout.write(`listening ${port}\n`);
});

function serve(client) {
  const lines = readline.createInterface({ input: process.stdin });
  let queue = Promise.resolve();
  lines.on("line", (line) => {
    queue = queue.then(() => answer(client, line)).then(
      (reply) => process.stdout.write(JSON.stringify(reply) + "\n"),
      (err) => process.stdout.write(JSON.stringify({ error: describe(err) }) + "\n"));
  });
  lines.on("close", () => queue.then(() => server.close(() => process.exit(0))));
}

async function answer(client, line) {
  const request = JSON.parse(line);
  const database = client.database(request.database);
  if (request.op === "load") {
    await client.databases.createIfNotExists({ id: request.database });
    let loaded = 0;
    for (const c of request.containers) {
      const { container } = await database.containers.createIfNotExists({
        id: c.id, partitionKey: { paths: [c.partitionKey] }, indexingPolicy: c.indexingPolicy });
      // a few creates in flight at a time: one at a time waits on every round trip
      for (let i = 0; i < c.documents.length; i += 32) {
        await Promise.all(c.documents.slice(i, i + 32).map((doc) => container.items.create(doc)));
      }
      loaded += c.documents.length;
    }
    return { loaded };
  }
  const container = database.container(request.container);
  if (request.op === "query") {
    const { resources } = await container.items
      .query({ query: request.query, parameters: request.parameters || [] })
      .fetchAll();
    return { documents: resources };
  }
  if (request.op === "read") {
    const { resource } = await container.item(request.id, request.partitionKey).read();
    return { documents: resource === undefined ? [] : [resource] };
  }
  if (request.op === "upsert") {
    const { resource } = await container.items.upsert(request.document);
    return { documents: [resource] };
  }
  throw new Error(`unknown request '${request.op}'`);
}

function describe(err) {
  const body = err && err.body && err.body.message ? err.body.message : "";
  return [err && err.code ? `${err.code}` : "", err && err.message ? err.message : String(err), body]
    .filter((s) => s !== "").join(": ");
}
