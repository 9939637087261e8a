import { Component, type ErrorInfo, type ReactNode } from "react";
import { useWords } from "../app/WordsContext.js";

/** A screen's code or styles could not be fetched: a new deployment, or the network dropped. */
export const isChunkLoadFailure = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === "ChunkLoadError" ||
    error.message.includes("CSS_CHUNK_LOAD_FAILED") ||
    /Failed to fetch dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    ));

interface State {
  readonly error: unknown;
}

interface Props {
  readonly children: ReactNode;
  readonly onError?: (error: unknown) => void;
  /**
   * Where the guest is (the path): going elsewhere leaves a failed screen behind, so the
   * screen they go to is shown rather than the last one's error.
   */
  readonly resetKey?: string;
  /** Called as the failed view is let go, before the children render again. */
  readonly onReset?: () => void;
}

/** A screen's code could not be fetched: reloading the page fetches the deployment's own. */
const ChunkLoadFailure = () => {
  const words = useWords();
  return (
    <section role="alert">
      <p>{words("errors.chunkLoadFailed")}</p>
      <button
        type="button"
        onClick={() => {
          window.location.reload();
        }}
      >
        {words("errors.reload")}
      </button>
    </section>
  );
};

/** Spec §2's 'Unexpected issue occured!', and a way to draw the view again. */
const RenderFailure = ({ onTryAgain }: { readonly onTryAgain: () => void }) => {
  const words = useWords();
  return (
    <section role="alert">
      <p>{words("errors.renderFailure")}</p>
      <button type="button" onClick={onTryAgain}>
        {words("errors.tryAgain")}
      </button>
    </section>
  );
};

/**
 * Spec §2: an unexpected render error shows 'Unexpected issue occured!' and the view can reset.
 * A chunk that failed to load offers a reload instead of a blank page.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previousProps: Props, previousState: State) {
    // Only an error already shown is left behind: one caught in the very update that changed
    // the key belongs to the screen just navigated to.
    if (
      previousState.error !== null &&
      this.state.error !== null &&
      previousProps.resetKey !== this.props.resetKey
    ) {
      this.reset();
    }
  }

  private reset() {
    this.props.onReset?.();
    this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error);
    console.error("render failed", error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadFailure(error)) return <ChunkLoadFailure />;
    return (
      <RenderFailure
        onTryAgain={() => {
          this.reset();
        }}
      />
    );
  }
}
