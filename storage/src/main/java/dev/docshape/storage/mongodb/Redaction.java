package dev.docshape.storage.mongodb;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Removes secrets from a connection string before it is shown anywhere: the password of
 * {@code user:password@host}, and the values of options that carry secrets
 * ({@code authMechanismProperties}, e.g. an AWS session token; {@code tlsCertificateKeyFilePassword}).
 */
public final class Redaction {
    static final String HIDDEN = "****";

    private static final Pattern USER_INFO = Pattern.compile("^([A-Za-z][A-Za-z0-9+.-]*://)([^@/]*)@");
    private static final Pattern SECRET_OPTIONS = Pattern.compile(
            "(?i)([?&](?:authMechanismProperties|tlsCertificateKeyFilePassword|sslclientcertificatekeypassword)=)[^&]*");

    private Redaction() {
    }

    /** The connection string without its password and secret options. */
    public static String uri(String uri) {
        if (uri == null) return "";
        String text = uri.strip();
        Matcher m = USER_INFO.matcher(text);
        if (m.find()) {
            String userInfo = m.group(2);
            int colon = userInfo.indexOf(':');
            String user = colon < 0 ? userInfo : userInfo.substring(0, colon) + ":" + HIDDEN;
            text = m.group(1) + user + "@" + text.substring(m.end());
        }
        return SECRET_OPTIONS.matcher(text).replaceAll("$1" + HIDDEN);
    }

    /** {@code text} with every occurrence of the connection string's password (raw or decoded) replaced. */
    public static String scrub(String text, String uri) {
        if (text == null) return "";
        String result = text;
        if (uri != null) {
            result = result.replace(uri.strip(), uri(uri));
            String password = password(uri);
            if (password != null && !password.isEmpty()) {
                result = result.replace(password, HIDDEN);
                String decoded = decode(password);
                if (!decoded.isEmpty()) result = result.replace(decoded, HIDDEN);
            }
        }
        return result;
    }

    static String password(String uri) {
        Matcher m = USER_INFO.matcher(uri.strip());
        if (!m.find()) return null;
        String userInfo = m.group(2);
        int colon = userInfo.indexOf(':');
        return colon < 0 ? null : userInfo.substring(colon + 1);
    }

    private static String decode(String text) {
        try {
            return URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return text;
        }
    }
}
