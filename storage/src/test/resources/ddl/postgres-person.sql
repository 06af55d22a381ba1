--
-- PostgreSQL database dump
--

-- Dumped from database version 16.4
-- Dumped by pg_dump version 16.4

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;

CREATE FUNCTION public.touch_person() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    NEW.updated_at := now();  -- a ; inside the body
    RETURN NEW;
END;
$$;

SET default_tablespace = '';
SET default_table_access_method = heap;

CREATE TABLE public.person (
    id integer NOT NULL,
    first_name character varying(50) NOT NULL,
    last_name character varying(50) NOT NULL,
    birth_date date,
    tags text[],
    updated_at timestamp with time zone
);

ALTER TABLE public.person OWNER TO app;

CREATE SEQUENCE public.person_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE public.person_id_seq OWNED BY public.person.id;

CREATE TABLE public.contact_detail_type (
    id integer NOT NULL,
    name character varying(20) NOT NULL
);

CREATE TABLE public.contact_detail (
    id integer NOT NULL,
    person_id integer NOT NULL,
    type_id integer NOT NULL,
    detail character varying(100) NOT NULL,
    extension integer
);

CREATE TABLE public.address (
    id bigint NOT NULL,
    person_id integer NOT NULL,
    line1 character varying(100) NOT NULL,
    line2 character varying(100),
    city character varying(50) NOT NULL,
    state character(2),
    zip character varying(10)
);

CREATE TABLE public.company (
    id uuid NOT NULL,
    name text NOT NULL,
    revenue numeric(12,2)
);

CREATE TABLE public.person_company (
    person_id integer NOT NULL,
    company_id uuid NOT NULL,
    since date
);

CREATE TABLE public.person_photo (
    id integer NOT NULL,
    person_id integer NOT NULL,
    photo bytea
);

CREATE VIEW public.person_names AS
 SELECT person.first_name, person.last_name FROM public.person;

ALTER TABLE ONLY public.person ALTER COLUMN id SET DEFAULT nextval('public.person_id_seq'::regclass);

COPY public.person (id, first_name, last_name, birth_date, tags, updated_at) FROM stdin;
1	Thomas	Andersen	1980-01-01	{a;b}	\N
2	Ann	Smith	\N	\N	\N
\.

ALTER TABLE ONLY public.person
    ADD CONSTRAINT person_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.contact_detail_type
    ADD CONSTRAINT contact_detail_type_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.contact_detail
    ADD CONSTRAINT contact_detail_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.address
    ADD CONSTRAINT address_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.company
    ADD CONSTRAINT company_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.person_company
    ADD CONSTRAINT person_company_pkey PRIMARY KEY (person_id, company_id);

ALTER TABLE ONLY public.person_photo
    ADD CONSTRAINT person_photo_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.person_photo
    ADD CONSTRAINT person_photo_person_id_key UNIQUE (person_id);

CREATE INDEX address_city_idx ON public.address USING btree (city);

ALTER TABLE ONLY public.contact_detail
    ADD CONSTRAINT contact_detail_person_id_fkey FOREIGN KEY (person_id) REFERENCES public.person(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.contact_detail
    ADD CONSTRAINT contact_detail_type_id_fkey FOREIGN KEY (type_id) REFERENCES public.contact_detail_type(id);

ALTER TABLE ONLY public.address
    ADD CONSTRAINT address_person_id_fkey FOREIGN KEY (person_id) REFERENCES public.person(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.person_company
    ADD CONSTRAINT person_company_person_id_fkey FOREIGN KEY (person_id) REFERENCES public.person(id);

ALTER TABLE ONLY public.person_company
    ADD CONSTRAINT person_company_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id);

ALTER TABLE ONLY public.person_photo
    ADD CONSTRAINT person_photo_person_id_fkey FOREIGN KEY (person_id) REFERENCES public.person(id) ON DELETE CASCADE;

CREATE TRIGGER person_touch BEFORE UPDATE ON public.person FOR EACH ROW EXECUTE FUNCTION public.touch_person();

--
-- PostgreSQL database dump complete
--
