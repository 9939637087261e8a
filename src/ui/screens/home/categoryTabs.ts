import type { Category } from "../../../domain/category.js";

export const tabPath = (category: Category): string => `/tickets/${category.slug}`;
