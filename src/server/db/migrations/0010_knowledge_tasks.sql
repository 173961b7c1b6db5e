-- Reading a bot's knowledge source runs on the task engine beside the image tools: a kind of its own, so it is
-- claimed, leased, retried and charged like any task but never listed by a tool's calls.
ALTER TYPE "public"."task_kind" ADD VALUE 'knowledge';