-- The customers screen's "Manage Points" and "Deactivate" (issue #35): the product API keeps
-- each points adjustment and each deactivation per organization and customer, and records both
-- in the organization's audit log (customer.points_adjusted, customer.deactivated).
CREATE TABLE customer_points_adjustments (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  customer_id text NOT NULL,
  delta integer NOT NULL CHECK (delta <> 0),
  reason text,
  adjusted_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_points_adjustments_customer
  ON customer_points_adjustments (organization_id, customer_id);

CREATE TABLE customer_deactivations (
  organization_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  customer_id text NOT NULL,
  deactivated_by text NOT NULL,
  deactivated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, customer_id)
);
