-- Which model embedded each chunk: a question is compared only with chunks of the model that embeds it now,
-- so a change of model never ranks one model's vectors against another's (those chunks are found by their
-- words until their source is read again). Null for chunks without an embedding, as every earlier one is.
ALTER TABLE "bot_chunks" ADD COLUMN "embedding_model" text;
