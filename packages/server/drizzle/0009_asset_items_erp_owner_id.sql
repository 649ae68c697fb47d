-- Asset list items now carry their ERP owner's externalId: items stored before are built again as pages read them.
UPDATE "asset_list_items" SET "item" = NULL WHERE "item" IS NOT NULL;
