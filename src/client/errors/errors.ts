/**
 * Errors. A start-up error is logged as 'Error while mounting app:' and kept as the app error;
 * the static page stays as it is, since it is already complete. A fatal error, or an unhandled one thrown by the
 * site's own scripts, shows the error page in place: the server-error variant for status 500, the not-found
 * variant for any other status. When the visitor agent looks like a crawler or bot, errors are only logged, so
 * an indexer never records an error page at a working address.
 */
import { isBot } from '../../shared/bots.ts';

export interface AppError {
  readonly statusCode: number;
  readonly message: string;
  readonly fatal: boolean;
  readonly cause?: unknown;
}

export class SiteError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly fatal: boolean,
  ) {
    super(message);
    this.name = 'SiteError';
  }
}

export function toAppError(error: unknown, fatal: boolean): AppError {
  if (error instanceof SiteError) return { statusCode: error.statusCode, message: error.message, fatal: error.fatal, cause: error };
  const message = error instanceof Error ? error.message : String(error);
  return { statusCode: 500, message, fatal, cause: error };
}

/** True when an error should be shown to this visitor; bots only get it logged. */
export function showsErrors(userAgent: string): boolean {
  return !isBot(userAgent);
}

/** An error raised by one of the site's own scripts (not an extension's or a third party's). */
export function isOwnError(source: string | undefined, origin: string): boolean {
  return !!source && source.includes(`${origin}/assets/`);
}

export interface ErrorHandlerOptions {
  readonly userAgent: string;
  /** Shows the error page for a status code in place. */
  readonly show: (error: AppError) => Promise<void>;
}

export class ErrorHandler {
  private current: AppError | undefined;
  private showing = false;

  constructor(private readonly options: ErrorHandlerOptions) {}

  /** The error the application is showing or was started with, if any. */
  get appError(): AppError | undefined {
    return this.current;
  }

  clear(): void {
    this.current = undefined;
  }

  startupError(error: unknown): void {
    console.error('Error while mounting app:', error);
    this.current ??= toAppError(error, true);
  }

  /** Logs an error and, unless the visitor is a bot, shows the error page for it (by `show`, if given). */
  async handle(error: unknown, fatal: boolean, show: (error: AppError) => Promise<void> = this.options.show): Promise<void> {
    const appError = toAppError(error, fatal);
    // A missing page is a broken link, not a fault of the site's code.
    if (appError.statusCode === 404) console.warn(appError.message, { statusCode: 404, fatal });
    else console.error(error);
    if (!showsErrors(this.options.userAgent) || this.showing) return;
    this.current = appError;
    this.showing = true;
    try {
      await show(appError);
    } catch (failure) {
      console.warn('The error page could not be shown:', failure);
    } finally {
      this.showing = false;
    }
  }

  /** Unhandled errors and rejections from the site's own scripts. */
  listen(win: Window = window): void {
    const origin = win.location.origin;
    win.addEventListener('error', (event) => {
      if (isOwnError(event.filename, origin)) void this.handle(event.error ?? event.message, false);
    });
    win.addEventListener('unhandledrejection', (event) => {
      const reason: unknown = event.reason;
      if (reason instanceof Error && isOwnError(reason.stack, origin)) void this.handle(reason, false);
    });
  }
}
