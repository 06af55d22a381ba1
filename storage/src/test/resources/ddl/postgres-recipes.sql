-- Meal-planning site (PostgreSQL)
CREATE TYPE difficulty AS ENUM ('easy', 'medium', 'hard');

CREATE TABLE users (
    id BIGSERIAL PRIMARY KEY,
    username VARCHAR(40) NOT NULL UNIQUE,
    email VARCHAR(254) NOT NULL,
    display_name VARCHAR(80),
    joined_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE recipes (
    id BIGSERIAL PRIMARY KEY,
    author_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    title VARCHAR(120) NOT NULL,
    summary TEXT,
    level difficulty NOT NULL DEFAULT 'easy',
    prep_minutes SMALLINT CHECK (prep_minutes >= 0),
    servings SMALLINT NOT NULL CHECK (servings BETWEEN 1 AND 24),
    published_at TIMESTAMPTZ
);

CREATE TABLE ingredients (
    id SERIAL PRIMARY KEY,
    name VARCHAR(60) NOT NULL UNIQUE,
    kcal_per_100g NUMERIC(6,1)
);

CREATE TABLE recipe_ingredients (
    recipe_id BIGINT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
    ingredient_id INTEGER NOT NULL REFERENCES ingredients(id),
    PRIMARY KEY (recipe_id, ingredient_id)
);

CREATE TABLE steps (
    id BIGSERIAL PRIMARY KEY,
    recipe_id BIGINT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
    position SMALLINT NOT NULL,
    instruction VARCHAR(500) NOT NULL
);

CREATE TABLE reviews (
    id BIGSERIAL PRIMARY KEY,
    recipe_id BIGINT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users(id),
    rating SMALLINT NOT NULL CHECK (rating BETWEEN 1 AND 5),
    body TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE meal_plans (
    id BIGSERIAL PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    week_start DATE NOT NULL,
    note VARCHAR(200)
);

CREATE TABLE planned_meals (
    id BIGSERIAL PRIMARY KEY,
    plan_id BIGINT NOT NULL REFERENCES meal_plans(id) ON DELETE CASCADE,
    recipe_id BIGINT NOT NULL REFERENCES recipes(id),
    day_of_week SMALLINT NOT NULL CHECK (day_of_week BETWEEN 1 AND 7),
    meal VARCHAR(10) NOT NULL CHECK (meal IN ('breakfast', 'lunch', 'dinner'))
);
