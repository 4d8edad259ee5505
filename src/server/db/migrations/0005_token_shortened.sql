-- A token whose expiry is brought forward ends like a revoked one: every instance's token cache forgets it.
CREATE TRIGGER "access_tokens_shortened" AFTER UPDATE OF "expires_at" ON "access_tokens" FOR EACH ROW
  WHEN (NEW.expires_at < OLD.expires_at) EXECUTE FUNCTION "access_token_ended"();
