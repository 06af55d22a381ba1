package dev.docshape.storage.query;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Hands the Cosmos DB engine tests one {@link CosmosEngine} for the whole test run: started the first time a test
 * class asks for it (a {@code CosmosEngine} parameter of its {@code @BeforeAll}), stopped when the run ends. A start
 * costs a Node process and its SDK; each run of the templates loads a database of its own name (CosmosTemplateRun),
 * so the tests sharing the engine see nothing of each other's. Without tools/node the class is skipped, or fails under
 * {@code CI=true}, as the engine's constructor says.
 */
final class SharedCosmosEngine implements ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedCosmosEngine.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == CosmosEngine.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(Started.class, k -> Started.start(), Started.class).engine;
    }

    /** The engine, closed by JUnit when the test run ends. */
    private record Started(CosmosEngine engine) implements ExtensionContext.Store.CloseableResource, AutoCloseable {
        private static Started start() {
            try {
                return new Started(new CosmosEngine());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException("the Cosmos DB engine did not start", e);
            }
        }

        @Override
        public void close() throws Exception {
            engine.close();
        }
    }
}
