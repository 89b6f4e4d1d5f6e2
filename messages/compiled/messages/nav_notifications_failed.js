/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Notifications_FailedInputs */

const en_nav_notifications_failed = /** @type {(inputs: Nav_Notifications_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notifications could not be loaded. Please try again.`)
};

const es_nav_notifications_failed = /** @type {(inputs: Nav_Notifications_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar tus notificaciones. Inténtalo de nuevo.`)
};

const de_nav_notifications_failed = /** @type {(inputs: Nav_Notifications_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Benachrichtigungen konnten nicht geladen werden. Bitte versuche es noch einmal.`)
};

const fr_nav_notifications_failed = /** @type {(inputs: Nav_Notifications_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger tes notifications. Réessaie.`)
};

const zh_hans1_nav_notifications_failed = /** @type {(inputs: Nav_Notifications_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载你的通知，请重试。`)
};

/**
* | output |
* | --- |
* | "Your notifications could not be loaded. Please try again." |
*
* @param {Nav_Notifications_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const nav_notifications_failed = /** @type {((inputs?: Nav_Notifications_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Notifications_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_notifications_failed(inputs)
	if (locale === "de") return de_nav_notifications_failed(inputs)
	if (locale === "fr") return fr_nav_notifications_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_nav_notifications_failed(inputs)
	return en_nav_notifications_failed(inputs)
});