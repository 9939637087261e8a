import { Container } from "inversify";

/**
 * A container for the storefront's modules. Their bindings name no scope: everything is one
 * instance per container (the screens and analytics share one cart), except the later use
 * cases, which say why they are transient.
 */
export const createStorefrontContainer = () => new Container({ defaultScope: "Singleton" });
