-- New orders take their number from a sequence: 'SO' and the next value, unique without reading the table. It starts
-- above the demo seed's numbers (SO1000000 and on, at most 1,500 of them).
CREATE SEQUENCE IF NOT EXISTS "order_number_seq" START WITH 2000000;
