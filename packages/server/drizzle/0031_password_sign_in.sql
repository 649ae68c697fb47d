-- Password sign-in per enterprise (docs/DECISIONS.md "Password sign-in switched off per enterprise"): off, a local
-- password of a user of the enterprise no longer signs in; they use the enterprise's OpenID provider.
ALTER TABLE "enterprises" ADD COLUMN "password_sign_in" boolean DEFAULT true NOT NULL;
