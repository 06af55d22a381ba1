PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE person (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  first_name VARCHAR(50) NOT NULL,
  last_name VARCHAR(50) NOT NULL,
  birth_date DATE
);
INSERT INTO person VALUES(1,'Thomas','Andersen','1980-01-01');
CREATE TABLE contact_detail_type (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE contact_detail (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES person(id) ON DELETE CASCADE,
  type_id INTEGER NOT NULL REFERENCES contact_detail_type(id),
  detail TEXT NOT NULL,
  extension INTEGER
);
CREATE TABLE address (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL,
  line1 VARCHAR(100) NOT NULL,
  line2 VARCHAR(100),
  city VARCHAR(50) NOT NULL,
  state CHAR(2),
  zip VARCHAR(10),
  FOREIGN KEY(person_id) REFERENCES person(id) ON DELETE CASCADE
);
CREATE TABLE company (id TEXT PRIMARY KEY, name TEXT NOT NULL, revenue NUMERIC);
CREATE TABLE person_company (
  person_id INTEGER NOT NULL REFERENCES person(id),
  company_id TEXT NOT NULL REFERENCES company(id),
  since DATE,
  PRIMARY KEY (person_id, company_id)
);
CREATE TABLE person_photo (id INTEGER PRIMARY KEY, person_id INTEGER NOT NULL UNIQUE REFERENCES person(id) ON DELETE CASCADE, photo BLOB);
DELETE FROM sqlite_sequence;
INSERT INTO sqlite_sequence VALUES('person',1);
CREATE INDEX address_city ON address(city);
CREATE VIEW person_names AS SELECT first_name, last_name FROM person;
COMMIT;
