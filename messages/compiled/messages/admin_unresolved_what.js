/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Unresolved_WhatInputs */

const en_admin_unresolved_what = /** @type {(inputs: Admin_Unresolved_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unresolved names`)
};

const es_admin_unresolved_what = /** @type {(inputs: Admin_Unresolved_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los nombres sin resolver`)
};

const de_admin_unresolved_what = /** @type {(inputs: Admin_Unresolved_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungeklärte Namen`)
};

const fr_admin_unresolved_what = /** @type {(inputs: Admin_Unresolved_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les noms non résolus`)
};

const zh_hans1_admin_unresolved_what = /** @type {(inputs: Admin_Unresolved_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未解析的名称`)
};

/**
* | output |
* | --- |
* | "unresolved names" |
*
* @param {Admin_Unresolved_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_unresolved_what = /** @type {((inputs?: Admin_Unresolved_WhatInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Unresolved_WhatInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_unresolved_what(inputs)
	if (locale === "de") return de_admin_unresolved_what(inputs)
	if (locale === "fr") return fr_admin_unresolved_what(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_unresolved_what(inputs)
	return en_admin_unresolved_what(inputs)
});