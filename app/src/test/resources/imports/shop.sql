-- A shop's schema as pg_dump writes it, with a view and a function the import passes over.
SET client_encoding = 'UTF8';

CREATE TABLE public.customer (
    id integer NOT NULL,
    name character varying(80) NOT NULL,
    email character varying(120) NOT NULL UNIQUE
);

CREATE TABLE public.customer_profile (
    customer_id integer NOT NULL UNIQUE,
    bio text
);

CREATE TABLE public.purchase_order (
    id integer NOT NULL,
    customer_id integer NOT NULL,
    placed date NOT NULL,
    total numeric(10,2)
);

CREATE TABLE public.order_line (
    id integer NOT NULL,
    order_id integer NOT NULL,
    sku character varying(20) NOT NULL,
    quantity integer NOT NULL
);

CREATE FUNCTION public.touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RETURN NEW;
END;
$$;

CREATE VIEW public.big_orders AS SELECT * FROM public.purchase_order WHERE total > 100;

CREATE TABLE public.broken (id integer NOT NULL,, name text);

ALTER TABLE ONLY public.customer ADD CONSTRAINT customer_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.customer_profile ADD CONSTRAINT customer_profile_pkey PRIMARY KEY (customer_id);
ALTER TABLE ONLY public.purchase_order ADD CONSTRAINT purchase_order_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.order_line ADD CONSTRAINT order_line_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.purchase_order
    ADD CONSTRAINT purchase_order_customer_fkey FOREIGN KEY (customer_id) REFERENCES public.customer(id);
ALTER TABLE ONLY public.customer_profile
    ADD CONSTRAINT customer_profile_customer_fkey FOREIGN KEY (customer_id) REFERENCES public.customer(id);
ALTER TABLE ONLY public.order_line
    ADD CONSTRAINT order_line_order_fkey FOREIGN KEY (order_id) REFERENCES public.purchase_order(id);
