/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_WhatInputs */

const en_admin_users_what = /** @type {(inputs: Admin_Users_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`users`)
};

const es_admin_users_what = /** @type {(inputs: Admin_Users_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los usuarios`)
};

const de_admin_users_what = /** @type {(inputs: Admin_Users_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer`)
};

const fr_admin_users_what = /** @type {(inputs: Admin_Users_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les utilisateurs`)
};

const zh_hans1_admin_users_what = /** @type {(inputs: Admin_Users_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户`)
};

/**
* | output |
* | --- |
* | "users" |
*
* @param {Admin_Users_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_users_what = /** @type {((inputs?: Admin_Users_WhatInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_WhatInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_users_what(inputs)
	if (locale === "de") return de_admin_users_what(inputs)
	if (locale === "fr") return fr_admin_users_what(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_users_what(inputs)
	return en_admin_users_what(inputs)
});