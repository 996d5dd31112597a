// Failures of the product API (SPEC.md §8): an API error carries the server's message (default
// 'An error occurred'), code, HTTP status and details; a network failure has status 0.
import { KitError, isErrorType } from '../kit-error';

export class ProductApiError extends KitError {
  static override readonly errorName: string = 'ProductApiError';
  readonly code: string | undefined;
  /** HTTP status; 0 when the request never got an answer. */
  readonly statusCode: number;
  readonly details: unknown;
  constructor(message: string, statusCode: number, code?: string, details?: unknown) {
    super(message || 'An error occurred');
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

/** The request did not reach the server or got no answer. */
export class ProductNetworkError extends ProductApiError {
  static override readonly errorName: string = 'ProductNetworkError';
  constructor(message?: string) {
    super(message || 'Network error', 0, 'network_error');
  }
}

export function isProductApiError(error: unknown): error is ProductApiError {
  return isErrorType(error, ProductApiError) || isErrorType(error, ProductNetworkError);
}
