/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Admin_RequiredInputs */

const en_error_auth_admin_required = /** @type {(inputs: Error_Auth_Admin_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin access required`)
};

const es_error_auth_admin_required = /** @type {(inputs: Error_Auth_Admin_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se necesita acceso de administrador`)
};

const de_error_auth_admin_required = /** @type {(inputs: Error_Auth_Admin_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administratorzugang erforderlich`)
};

const fr_error_auth_admin_required = /** @type {(inputs: Error_Auth_Admin_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès administrateur requis`)
};

const zh_hans1_error_auth_admin_required = /** @type {(inputs: Error_Auth_Admin_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`需要管理员权限`)
};

/**
* | output |
* | --- |
* | "Admin access required" |
*
* @param {Error_Auth_Admin_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_auth_admin_required = /** @type {((inputs?: Error_Auth_Admin_RequiredInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Admin_RequiredInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_auth_admin_required(inputs)
	if (locale === "de") return de_error_auth_admin_required(inputs)
	if (locale === "fr") return fr_error_auth_admin_required(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_auth_admin_required(inputs)
	return en_error_auth_admin_required(inputs)
});