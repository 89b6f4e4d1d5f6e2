/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Not_SavedInputs */

const en_offline_not_saved = /** @type {(inputs: Offline_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page has not been saved on this device yet, and it cannot be loaded without a connection.`)
};

const es_offline_not_saved = /** @type {(inputs: Offline_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página aún no se ha guardado en este dispositivo y no se puede cargar sin conexión.`)
};

const de_offline_not_saved = /** @type {(inputs: Offline_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite ist noch nicht auf diesem Gerät gespeichert und lässt sich ohne Verbindung nicht laden.`)
};

const fr_offline_not_saved = /** @type {(inputs: Offline_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page n’est pas encore enregistrée sur cet appareil et ne peut pas être chargée sans connexion.`)
};

const zh_hans1_offline_not_saved = /** @type {(inputs: Offline_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此页面尚未保存在此设备上，没有网络连接时无法加载。`)
};

/**
* | output |
* | --- |
* | "This page has not been saved on this device yet, and it cannot be loaded without a connection." |
*
* @param {Offline_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const offline_not_saved = /** @type {((inputs?: Offline_Not_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Not_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_not_saved(inputs)
	if (locale === "de") return de_offline_not_saved(inputs)
	if (locale === "fr") return fr_offline_not_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_offline_not_saved(inputs)
	return en_offline_not_saved(inputs)
});