// The three plans as a radio group of cards (SPEC.md §9).
import { Check } from 'lucide-react';
import { useId } from 'react';
import type { OrganizationTier } from '../../api/product';
import { Badge } from '../../ui';
import { plans } from './plans';

export interface PlanPickerProps {
  value: OrganizationTier | '';
  onChange(tier: OrganizationTier): void;
  /** Called when focus leaves the group. */
  onBlur?(): void;
  error?: string;
  disabled?: boolean;
}

export function PlanPicker({ value, onChange, onBlur, error, disabled }: PlanPickerProps) {
  const errorId = useId();
  const name = useId();
  return (
    <fieldset
      className="plan-group"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <legend className="plan-group-legend">Plan</legend>
      <div className="plan-cards">
        {plans.map((plan) => (
          <label key={plan.tier} className="plan-card">
            <input
              type="radio"
              name={name}
              value={plan.tier}
              checked={value === plan.tier}
              onChange={() => onChange(plan.tier)}
              aria-label={`${plan.name}, from ${plan.price} per month${plan.popular ? ', popular' : ''}`}
            />
            <span className="plan-card-head">
              <span className="plan-card-name">{plan.name}</span>
              {plan.popular && (
                <Badge color="accent" variant="solid">
                  Popular
                </Badge>
              )}
            </span>
            <span className="plan-card-price">
              {plan.price}
              <span className="plan-card-period"> /month</span>
            </span>
            <ul className="plan-card-features">
              {plan.features.map((feature) => (
                <li key={feature}>
                  <Check aria-hidden="true" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </label>
        ))}
      </div>
      {error && (
        <p className="plan-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
