import { Container } from "inversify";

/**
 * A container for the storefront's modules. Their bindings name no scope: everything is one
 * instance per container (the screens and analytics share one cart), except what is loaded
 * on first use (the later use cases, the ticket documents), which says why it is transient.
 */
export const createStorefrontContainer = () => new Container({ defaultScope: "Singleton" });
