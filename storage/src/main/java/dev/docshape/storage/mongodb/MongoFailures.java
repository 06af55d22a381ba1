package dev.docshape.storage.mongodb;

import com.mongodb.MongoCommandException;
import com.mongodb.MongoConfigurationException;
import com.mongodb.MongoSecurityException;
import com.mongodb.MongoSocketException;
import com.mongodb.MongoSocketReadTimeoutException;
import com.mongodb.MongoTimeoutException;

import java.util.Locale;

/** One line for the user from a driver failure: what was being done, where, and the cause in plain words. */
final class MongoFailures {
    private MongoFailures() {
    }

    static String describe(MongoSettings settings, String doing, Throwable e) {
        String where = settings.redactedUri();
        String text = String.valueOf(e.getMessage());
        String reason;
        if (e instanceof MongoSecurityException || causedBy(e, MongoSecurityException.class) || isAuthFailure(e)) {
            reason = "the server refused the credentials (authentication failed); check the user name, password and authSource";
        } else if (e instanceof MongoSocketReadTimeoutException || text.contains("MongoSocketReadTimeoutException")
                || text.contains("Read timed out")) {
            reason = "the server did not answer within " + seconds(settings.socketTimeout().toMillis()) + " (timeout)";
        } else if (e instanceof MongoTimeoutException) {
            reason = timeoutReason(settings, text);
        } else if (e instanceof MongoConfigurationException || e instanceof IllegalArgumentException) {
            reason = "the connection string is invalid: " + firstSentence(text);
        } else if (e instanceof MongoSocketException) {
            reason = "the network connection failed: " + firstSentence(text);
        } else if (e instanceof MongoCommandException c) {
            reason = "the server refused command (code " + c.getErrorCode() + "): " + c.getErrorMessage();
        } else {
            reason = firstSentence(text);
        }
        return Redaction.scrub("MongoDB " + where + ": " + doing + " failed: " + reason, settings.uri());
    }

    private static String timeoutReason(MongoSettings settings, String text) {
        String waited = seconds(settings.serverSelectionTimeout().toMillis());
        if (text.contains("Connection refused")) return "no server accepts connections there (connection refused; gave up after " + waited + ")";
        if (text.contains("UnknownHostException") || text.contains("No address associated")) {
            return "the host name cannot be resolved (gave up after " + waited + ")";
        }
        if (text.contains("MongoSecurityException") || text.contains("Authentication failed")) {
            return "the server refused the credentials (authentication failed)";
        }
        if (text.contains("SSL") || text.contains("TLS") || text.contains("certificate")) {
            return "the TLS handshake failed (gave up after " + waited + "); check tls= and the server's certificate";
        }
        if (text.contains("Read timed out") || text.contains("ReadTimeout")) {
            return "the server accepted the connection but did not answer (timeout after " + waited + ")";
        }
        return "no usable server was found within " + waited + " (timeout)";
    }

    private static boolean isAuthFailure(Throwable e) {
        return e instanceof MongoCommandException c && (c.getErrorCode() == 18 || c.getErrorCode() == 13
                || "saslStart".equalsIgnoreCase(String.valueOf(c.getResponse().get("command"))));
    }

    private static boolean causedBy(Throwable e, Class<? extends Throwable> type) {
        for (Throwable t = e.getCause(); t != null && t != t.getCause(); t = t.getCause()) {
            if (type.isInstance(t)) return true;
        }
        return false;
    }

    private static String firstSentence(String text) {
        String line = text.lines().findFirst().orElse("").strip();
        return line.length() > 300 ? line.substring(0, 300) + "…" : line;
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
    }
}
