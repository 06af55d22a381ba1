package dev.docshape.storage.sample;

import net.datafaker.Faker;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Pools of realistic words (first names, cities, companies ...), drawn once from Datafaker with a
 * fixed seed and then combined by the fast {@link Rng}: calling Datafaker per value would be about
 * ten times slower than storing the documents (see decision 0060).
 */
public final class Vocabulary {

    private static final long POOL_SEED = 20_240_601L;

    private static volatile Vocabulary instance;

    public final List<String> firstNames;
    public final List<String> lastNames;
    public final List<String> cities;
    public final List<String> countries;
    public final List<String> streets;
    public final List<String> companies;
    public final List<String> domains;
    public final List<String> words;
    public final List<String> products;
    public final List<String> titles;
    public final List<String> categories;
    public final List<String> colors;

    private Vocabulary() {
        Faker faker = new Faker(Locale.ENGLISH, new Random(POOL_SEED));
        firstNames = pool(400, () -> faker.name().firstName());
        lastNames = pool(400, () -> faker.name().lastName());
        cities = pool(300, () -> faker.address().cityName());
        countries = pool(120, () -> faker.address().country());
        streets = pool(300, () -> faker.address().streetName());
        companies = pool(200, () -> faker.company().name());
        domains = pool(40, () -> faker.internet().domainName());
        words = pool(600, () -> faker.lorem().word());
        products = pool(200, () -> faker.commerce().productName());
        titles = pool(200, () -> faker.book().title());
        categories = pool(40, () -> faker.commerce().department());
        colors = pool(30, () -> faker.color().name());
    }

    /** The shared vocabulary; built on first use (about 50 ms). */
    public static Vocabulary get() {
        Vocabulary v = instance;
        if (v == null) {
            synchronized (Vocabulary.class) {
                v = instance;
                if (v == null) instance = v = new Vocabulary();
            }
        }
        return v;
    }

    private static List<String> pool(int wanted, Supplier<String> source) {
        Set<String> values = new LinkedHashSet<>();
        for (int attempts = 0; values.size() < wanted && attempts < wanted * 4; attempts++) {
            String value = source.get();
            if (value != null && !value.isBlank()) values.add(value.strip());
        }
        return List.copyOf(new ArrayList<>(values));
    }
}
