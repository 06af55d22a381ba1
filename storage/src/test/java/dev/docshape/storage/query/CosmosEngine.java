package dev.docshape.storage.query;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.storage.file.RepositoryFiles;
import org.junit.jupiter.api.Assumptions;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * A Cosmos DB engine nobody here wrote: {@code @vercel/cosmosdb-server} (its SQL parsed and run by
 * {@code @zeit/cosmosdb-query}) in a Node process of its own, driven by Microsoft's SDK {@code @azure/cosmos}
 * (tools/node, decision 0392). The script {@code src/test/resources/node/cosmos-engine.js} listens on a free port,
 * says so on its first line, then answers one JSON request per line. Skipped without tools/node unless {@code CI=true}.
 */
final class CosmosEngine implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Process process;
    private final BufferedWriter requests;
    private final BufferedReader replies;

    /** What the engine answered to one query or read: the documents, or why it refused. */
    record Reply(List<JsonNode> documents, String error) {
        boolean failed() {
            return error != null;
        }
    }

    CosmosEngine() throws IOException {
        Path modules = RepositoryFiles.root().resolve("tools/node/node_modules");
        boolean installed = Files.isDirectory(modules.resolve("@vercel/cosmosdb-server")) && Files.isDirectory(modules.resolve("@azure/cosmos"));
        if (!installed) {
            String what = "tools/node has no @vercel/cosmosdb-server or @azure/cosmos (npm ci --prefix tools/node)";
            if ("true".equals(System.getenv("CI"))) fail(what + ", and CI=true needs them");
            Assumptions.assumeTrue(false, what + ": skipped");
        }
        ProcessBuilder builder = new ProcessBuilder("node", Path.of("src/test/resources/node/cosmos-engine.js").toAbsolutePath().toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        builder.environment().put("NODE_PATH", modules.toString());
        process = builder.start();
        requests = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        replies = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        // blocks until the server is up: no sleep, however loaded the machine
        String first = replies.readLine();
        if (first == null || !first.startsWith("listening ")) {
            process.destroyForcibly();
            fail("the Cosmos DB engine did not start: " + first);
        }
    }

    /** Creates the database and the containers (partition key path, indexing policy) with their documents. */
    void load(String database, List<ObjectNode> containers) throws IOException {
        ObjectNode request = JSON.createObjectNode().put("op", "load").put("database", database);
        request.putArray("containers").addAll(containers);
        JsonNode reply = send(request);
        if (reply.has("error")) fail("loading the sample into the Cosmos DB engine: " + reply.get("error").asText());
    }

    static ObjectNode container(String id, String partitionKeyPath, JsonNode indexingPolicy, List<JsonNode> documents) {
        ObjectNode c = JSON.createObjectNode().put("id", id).put("partitionKey", partitionKeyPath);
        c.set("indexingPolicy", indexingPolicy);
        c.putArray("documents").addAll(documents);
        return c;
    }

    /** Runs a Cosmos DB SQL query with its parameters ({@code @name} to value) across partitions. */
    Reply query(String database, String container, String sql, ObjectNode parameters) throws IOException {
        ObjectNode request = JSON.createObjectNode().put("op", "query").put("database", database).put("container", container).put("query", sql);
        ArrayNode list = request.putArray("parameters");
        parameters.fields().forEachRemaining(p -> list.addObject().put("name", p.getKey()).set("value", p.getValue()));
        return reply(send(request));
    }

    /** A point read: the item with this id in the partition of this key value. */
    Reply read(String database, String container, String id, JsonNode partitionKey) throws IOException {
        ObjectNode request = JSON.createObjectNode().put("op", "read").put("database", database).put("container", container).put("id", id);
        request.set("partitionKey", partitionKey);
        return reply(send(request));
    }

    /** Writes {@code document} over the item of its id (or creates it): items deleted from a bucket, say. */
    Reply upsert(String database, String container, JsonNode document) throws IOException {
        ObjectNode request = JSON.createObjectNode().put("op", "upsert").put("database", database).put("container", container);
        request.set("document", document);
        return reply(send(request));
    }

    private static Reply reply(JsonNode reply) {
        if (reply.has("error")) return new Reply(List.of(), reply.get("error").asText());
        List<JsonNode> docs = new ArrayList<>();
        reply.get("documents").forEach(docs::add);
        return new Reply(docs, null);
    }

    private JsonNode send(ObjectNode request) throws IOException {
        requests.write(JSON.writeValueAsString(request));
        requests.write('\n');
        requests.flush();
        String line = replies.readLine();
        if (line == null) fail("the Cosmos DB engine ended while answering " + request.get("op").asText());
        return JSON.readTree(line);
    }

    @Override
    public void close() throws IOException, InterruptedException {
        requests.close();
        if (!process.waitFor(60, TimeUnit.SECONDS)) process.destroyForcibly();
    }
}
